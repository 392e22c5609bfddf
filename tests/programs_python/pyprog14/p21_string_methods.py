import textwrap
import string
s = "  Hello, World! Hello!  "
print(s.strip().partition(", "), s.rpartition("Hello"), s.strip().rsplit(" ", 1), "a,b,,c".split(","), "a b  c".split(), "a-b-c".split("-", 1))
print("tab\tsep\tx".expandtabs(4), "42".zfill(5), "-42".zfill(5), "ß".casefold(), "Straße".upper(), "ǅ".lower(), "hello world".title(), "hELLO".swapcase())
table = str.maketrans({"a": "1", "b": None}, )
print("abcab".translate(table), "hello".translate(str.maketrans("el", "ip")), str.maketrans("ab", "xy", "c"))
print("abc".center(9, "*"), "abc".ljust(5, "."), "abc".rjust(5), "x".join(["1", "2", "3"]), "a%sb" % "-")
print("Hello".startswith(("He", "x")), "file.tar.gz".endswith(".gz"), "abcabc".find("c", 3), "abcabc".rfind("b"), "abc".index("c"), "aaa".count("aa"))
try:
    "abc".index("z")
except ValueError as e:
    print("ValueError:", e)
print("12".isdigit(), "½".isnumeric(), "abc".isalpha(), "ab1".isalnum(), " ".isspace(), "Ab Cd".istitle(), "abc".isidentifier(), "class".isidentifier())
print("line1\nline2\r\nline3".splitlines(), "a\nb\n".splitlines(keepends=True), "prefix_name".removeprefix("prefix_"), "name.py".removesuffix(".py"))
text = "The quick brown fox jumps over the lazy dog and keeps running far away."
print(textwrap.wrap(text, width=20))
print(textwrap.fill(text, width=30, initial_indent="> ", subsequent_indent="  "))
print(textwrap.shorten(text, width=25, placeholder="..."))
print(repr(textwrap.dedent("    a\n      b\n    c")), repr(textwrap.indent("x\ny", "# ")))
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:5], string.capwords("hello  big world"))
tmpl = string.Template("$name has $$${amount}")
print(tmpl.substitute(name="Ann", amount=5), tmpl.safe_substitute(name="Bo"))
print(repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("\x00\t\n\\"), ascii("café"), "é".encode(), b"caf\xc3\xa9".decode())
print(ord("A"), chr(955), "abc" < "abd", "Z" < "a", sorted("bAca"), max("hello"), "ab" * 3, "-" * 0)
print(f"{'left':<8}|{'right':>8}|{'mid':^9}|", "%-6s|%6s|" % ("a", "b"), "{:=^11}".format(" hi "))
