print("scrim-gtk")
