def f(:
    pass
# RUN: not ast 2>&1
# A syntax error prints what CPython prints, exit code 1.
# CHECK: File "{{.*}}syntax_error.py", line 1
# CHECK: SyntaxError
