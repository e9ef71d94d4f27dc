import ScrimGTK
