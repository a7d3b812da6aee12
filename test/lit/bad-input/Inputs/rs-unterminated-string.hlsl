// An unterminated string literal in a #define.
#define RS "CBV(b0)
