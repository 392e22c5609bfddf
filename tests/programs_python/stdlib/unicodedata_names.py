# unicodedata on ICU: the name-classification tutorial's accent stripping, categories, names, numeric values.
import unicodedata, string
all_letters = string.ascii_letters + " .,;'"
def unicodeToAscii(s):
    return ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn' and c in all_letters)
print(unicodeToAscii('Ślusàrski'), unicodeToAscii("Grüße Çédric"))
for c in "aZ5 ,\u00e9\u0301€\u4e2d\n":
    print(repr(c), unicodedata.category(c), unicodedata.name(c, "?"), unicodedata.combining(c), unicodedata.east_asian_width(c), unicodedata.bidirectional(c), unicodedata.mirrored(c))
print(unicodedata.normalize("NFC", "e\u0301") == "\u00e9", len(unicodedata.normalize("NFD", "\u00e9")), unicodedata.normalize("NFKC", "ﬁ"), unicodedata.is_normalized("NFC", "abc"))
print(unicodedata.lookup("LATIN SMALL LETTER A"), unicodedata.numeric("½"), unicodedata.decimal("7"), unicodedata.digit("9"), unicodedata.decimal("x", -1))
for bad in [lambda: unicodedata.category("ab"), lambda: unicodedata.normalize("XX", "a"), lambda: unicodedata.name("\x00"), lambda: unicodedata.lookup("NOPE ZZZ")]:
    try:
        bad()
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
