// Globals TTS provides that the typings package declares only as types.
declare const UI: UI;

// api Object `putObject(put_object, index)`: the typings omit the optional index ("Target index
// inside the container"; 0 = the top, as takeObject's index). docs/tts-behaviour.md.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
declare interface TTSObject<D extends ObjectData = ObjectData, C extends CustomObject = CustomObject> {
  putObject(putObject: TTSObject, index: number): TTSObject;
}
