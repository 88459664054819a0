// Public API of @clavis/extranet. Nothing is exported until the library has real code.
export {};
