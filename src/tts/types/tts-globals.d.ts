// Globals TTS provides that the typings package declares only as types.
declare const UI: UI;
