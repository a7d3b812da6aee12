; Not LLVM IR at line 3.

define void @f( {
