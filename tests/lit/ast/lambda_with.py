with a as b:
    pass
f = lambda: 0
# RUN: ast
# CHECK: (With @1:0
# CHECK-NEXT: (item @1:5
# CHECK-NEXT: (Name a
# CHECK-NEXT: (as: Name b
# CHECK: (value: Lambda @3:4
