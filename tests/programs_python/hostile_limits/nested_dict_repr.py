# repr of containers nested past the recursion limit raises RecursionError
# for every kind of container, not only lists and tuples.
d = {}
for i in range(1000000):
    d = {"a": d}
try:
    repr(d)
except RecursionError as e:
    print("dict RecursionError", e)

m = []
for i in range(100000):
    m = [{"k": m}]
try:
    str(m)
except RecursionError as e:
    print("mixed RecursionError", e)
print(d == d, len(d))
