// Public API of @clavis/blocks. Nothing is exported until the library has real code.
export {};
