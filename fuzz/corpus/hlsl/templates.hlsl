# 1 "templates.hlsl"
// Templates and numeric templates: the reader skips template
// declarations and reads vector<T, N> and matrix<T, R, C>.
template <typename T, int N>
struct Ring { T items[N]; int head; };

template <typename T>
T twice(T x) { return x + x; }

template <> float twice<float>(float x) { return 2 * x; }

typedef vector<float, 3> Float3;
typedef matrix<float, 2, 3> Frame;
typedef Float3 Corners[2];
static const int LAYERS = 1 << 1;

struct In {
  Float3 pos : POSITION;
  Frame frame : FRAME;
  Corners corners : CORNER;
  vector<int, 2> cell[LAYERS] : CELL;
};

Ring<float4, 8> history;

float4 main(In i) : SV_Position {
  return float4(twice(i.pos), i.frame[0][0] + i.corners[1].x + i.cell[1].y);
}
