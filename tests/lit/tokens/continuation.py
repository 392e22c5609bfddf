x = 1 + \
    2
# RUN: tokens
# A backslash joins physical lines: no Newline before the `2`.
# CHECK: Plus '+' @1:6
# CHECK-NEXT: Number '2' @2:4
# CHECK-NEXT: Newline
