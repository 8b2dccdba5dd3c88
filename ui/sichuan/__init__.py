"""The Sichuan pages' pieces: tiles as pictures (`tiles`), the tap pickers (`tile_picker`), rule chips,
the log and the settlement tables (`view`), guided play's state and callbacks (`play`) and screen
(`screen`), the analyser's state and callbacks (`analyser`) and screen (`analyser_screen`)."""
