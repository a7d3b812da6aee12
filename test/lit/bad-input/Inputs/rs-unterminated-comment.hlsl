// An unterminated block comment hides the definition.
/* #define RS "CBV(b0)"
