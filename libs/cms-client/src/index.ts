// Public API of @clavis/cms-client. Nothing is exported until the library has real code.
export {};
