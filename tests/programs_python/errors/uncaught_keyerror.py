# An uncaught KeyError prints Python's traceback (3.11 carets) and exits 1.
def lookup(d, k):
    return d[k]
print("before")
lookup({"a": 1}, "b")
print("never")
