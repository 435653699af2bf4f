// Both dictionaries at once, for the prerender and the tests (never imported by browser code).
import en from "./en.json";
import fr from "./fr.json";
import { provideDictionary } from "./translate";

provideDictionary("fr", fr);
provideDictionary("en", en);
