// Public API of @clavis/auth. Nothing is exported until the library has real code.
export {};
