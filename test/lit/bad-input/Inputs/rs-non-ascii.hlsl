#define RS "CBV(b0), é"
