// Root signatures built from several macros, escapes and continuations.
#define PART_A "CBV(b0), "
#define PART_B PART_A /* a comment between */ "SRV(t0, space=1)"
#define GOOD PART_B ", UAV(u0)"
#define BAD_NESTED PART_A \
    "SRV(t0, space=x)"
#define BAD_ESCAPE "CBV(b0),\tSRV(t0, \
space=1 visibility=SHADER_VISIBILITY_ALL)"
#define NOT_A_STRING 4
#define SELF SELF
