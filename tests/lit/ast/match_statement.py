match cmd.split():
    case ["go", d] if d:
        pass
    case {"k": 1, **rest} | Point(x=0) as p:
        pass
    case _:
        pass
match(1)
# RUN: ast
# CHECK: (Match @1:0
# CHECK-NEXT: (subject: Call @1:6
# CHECK: (case @2:4
# CHECK-NEXT: (pattern Sequence @2:9
# CHECK-NEXT: (pattern Value @2:10
# CHECK: (pattern Capture @2:16
# CHECK-NEXT: (bind: Name d @2:16)))
# CHECK-NEXT: (guard: Name d @2:22)
# CHECK: (pattern As @4:9
# CHECK-NEXT: (bind: Name p @4:42)
# CHECK-NEXT: (pattern Or @4:9
# CHECK-NEXT: (pattern Mapping @4:9
# CHECK-NEXT: (bind: Name rest @4:20)
# CHECK: (pattern Class @4:28
# CHECK: (x= @4:36
# CHECK: (pattern Capture @6:9)
# CHECK: (ExprStmt @8:0
# CHECK-NEXT: (Call @8:0
# CHECK-NEXT: (Name match @8:0)
