// A file a module imports for its address (a font, a picture): webpack emits it; a test needs only a name.
module.exports = 'file-address';
