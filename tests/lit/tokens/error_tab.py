x = 'unterminated
# RUN: not tokens 2>&1
# A lexer error is a SyntaxError with Python's message, exit code 1.
# CHECK: SyntaxError
