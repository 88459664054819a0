// Public API of @clavis/search. Nothing is exported until the library has real code.
export {};
