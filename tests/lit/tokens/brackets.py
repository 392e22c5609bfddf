x = foo(1,
        2) + [3,
  4]
# RUN: tokens
# Newlines inside brackets are not tokens (implicit line joining).
# CHECK: LParen '(' @1:7
# CHECK-NOT: Newline
# CHECK: RParen ')' @2:9
# CHECK-NOT: Newline
# CHECK: RBracket ']' @3:3
# CHECK-NEXT: Newline
