#!/bin/sh
# A small installer that asks with whiptail, as many do. In CI it runs answered from
# install.answers: SCRIM_ANSWERS=install.answers sh install.sh
set -e

if ! whiptail --title "Example installer" --yesno "Install example-app on this machine?" 8 50; then
  echo "nothing installed"
  exit 0
fi

target=$(whiptail --title "Example installer" --inputbox "Install where?" 8 50 /opt/example \
  3>&1 1>&2 2>&3)

mirror=$(whiptail --title "Example installer" --menu "Choose a mirror" 12 50 3 \
  eu "Europe" us "America" asia "Asia" 3>&1 1>&2 2>&3)

parts=$(whiptail --title "Example installer" --checklist "Parts to install" 12 50 3 \
  core "The program" on docs "Its manual" on examples "Examples" off 3>&1 1>&2 2>&3)

for step in 20 40 60 80 100; do echo "$step"; done |
  whiptail --title "Example installer" --gauge "Copying files..." 7 50 0

echo "installed in $target from $mirror: $parts"
