"""Production configuration generated from the built site (`bibliotheque deploy`)."""
