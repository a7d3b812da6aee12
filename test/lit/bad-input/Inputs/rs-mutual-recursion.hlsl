// Two macros that expand to each other.
#define A B
#define B A
#define RS "CBV(b0)" A
