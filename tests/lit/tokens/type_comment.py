def f(x):
    # type: (int) -> int
    return x
# RUN: tokens
# `# type:` comments are tokens (other comments are skipped).
# CHECK: Colon ':' @1:8
# CHECK-NEXT: Newline
# CHECK-NEXT: TypeComment
# CHECK-SAME: (int) -> int
# CHECK-NEXT: Indent
# CHECK-NOT: RUN
