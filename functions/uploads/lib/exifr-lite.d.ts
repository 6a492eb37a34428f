/** exifr's lite build (JPEG and HEIC, EXIF and XMP: a third of the full build's size) has the full build's API. */
declare module 'exifr/dist/lite.umd.cjs' {
  import exifr from 'exifr';
  export default exifr;
}
