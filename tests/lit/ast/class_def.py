class P(NamedTuple):
    x: int
    y: float = 1.0
# RUN: ast
# CHECK: (ClassDef P @1:0
# CHECK: Name NamedTuple
# CHECK: (AnnAssign @2:4
# CHECK: (AnnAssign @3:4
# CHECK: FloatLiteral
