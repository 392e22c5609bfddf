y = [a * 2 for a in xs]
d = {k: v for k, v in items}
# RUN: ast
# CHECK: (value: ListComp @1:4
# CHECK-NEXT: (BinOp *
# CHECK: (for
# CHECK-NEXT: (target: Name a
# CHECK-NEXT: (iter: Name xs
# CHECK: (value: DictComp @2:4
# CHECK-NEXT: (key: Name k
# CHECK-NEXT: (value: Name v
# CHECK: (target: TupleLiteral
