a = x[1:2, ..., None]
b = t[0]
# RUN: ast
# A subscript with commas holds a tuple of indices; a slice records its
# missing parts as null.
# CHECK: (value: Subscript tuple @1:4
# CHECK-NEXT: (Name x @1:4)
# CHECK-NEXT: (Slice @1:6
# CHECK-NEXT: (lower: IntLiteral 1
# CHECK-NEXT: (upper: IntLiteral 2
# CHECK-NEXT: step: null)
# CHECK-NEXT: (EllipsisLiteral @1:11)
# CHECK-NEXT: (NoneLiteral @1:16)
# CHECK: (value: Subscript @2:4
