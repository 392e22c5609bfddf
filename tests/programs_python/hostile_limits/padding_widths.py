# str padding to widths no machine holds: MemoryError before any allocation
# (ljust/rjust/center grew the string a character at a time until memory ran out).
for src in ['"a".ljust(2**40)', '"a".rjust(2**40, "é")', '"a".center(2**62)', '"ab".center(7, "*")', '"ab".ljust(5, "é")', '"-5".zfill(2**40)', '"x".rjust(-3)']:
    try:
        print(src, repr(eval(src)))
    except (MemoryError, OverflowError) as e:
        print(src, type(e).__name__, repr(str(e)))
