# str.encode / bytes.decode / str(bytes, enc) honour the encoding and the
# error handler, with CPython's errors.
s = "naïve €5"
for enc in ["utf-8", "latin-1", "ascii"]:
    for errors in ["strict", "ignore", "replace", "backslashreplace"]:
        try:
            print(enc, errors, s.encode(enc, errors))
        except UnicodeEncodeError as e:
            print(enc, errors, type(e).__name__, e)
data = "naïve".encode("latin-1")
print(data, data.decode("latin1"), str(data, "iso-8859-1"), bytes("é", encoding="utf_8"))
for raw, enc in [(b"\xff\xfe", "utf-8"), (b"ab\xc3", "utf-8"), (b"\xe9", "ascii"), (b"\xed\xa0\x80", "utf8")]:
    try:
        print(raw.decode(enc))
    except UnicodeDecodeError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
print(b"a\xffb".decode("utf-8", "replace"), b"a\xffb".decode("utf-8", errors="ignore"))
print("x\u20acy".encode("raw_unicode_escape"), b"x\\u20acy".decode("raw_unicode_escape"))
try:
    "x".encode("klingon")
except LookupError as e:
    print(type(e).__name__, e)
