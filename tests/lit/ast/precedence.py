x = 1 + 2 * 3 ** -4
# RUN: ast
# Python's precedence: ** binds tighter than unary minus on its right,
# * tighter than +.
# CHECK: (Assign @1:0
# CHECK-NEXT: (target: Name x @1:0)
# CHECK-NEXT: (value: BinOp + @1:4
# CHECK-NEXT: (IntLiteral 1 @1:4)
# CHECK-NEXT: (BinOp * @1:8
# CHECK-NEXT: (IntLiteral 2 @1:8)
# CHECK-NEXT: (BinOp ** @1:12
# CHECK-NEXT: (IntLiteral 3 @1:12)
# CHECK-NEXT: (UnaryOp - @1:17
