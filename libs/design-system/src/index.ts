// Public API of @clavis/design-system. Nothing is exported until the library has real code.
export {};
