// A GlobalRootSignature whose initializer never closes.
GlobalRootSignature RS = { "CBV(b0)"
