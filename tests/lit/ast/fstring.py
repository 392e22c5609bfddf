s = f"x={x!r:>4} y"
# RUN: ast
# f-strings become JoinedStr with FormattedValue parts.
# CHECK: (value: JoinedStr @1:4
# CHECK-NEXT: "x="
# CHECK-NEXT: (FormattedValue
# CHECK: (Name x
# CHECK: " y"
