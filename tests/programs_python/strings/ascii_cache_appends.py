# len() and indexing of strs count code points; a str known to be ASCII
# answers in O(1), and appending in place (s += t) forgets what it knew.
s = "ab" * 3
t = s
s += "é"
print(len(s), s[6], s[-1], len(t), t[5])
u = "x"
for i in range(3):
    u += "ü"
    print(len(u), u[-1], u[:2])
v = "".join(["a"] * 5)
v += "b"
print(len(v), v[5], v[::2])
w = "abc"
print(len(w), w[1])
w += "ß"
print(len(w), w[3], w[-2:])
big = "k" * 100000
total = 0
for i in range(0, len(big), 997):
    total += ord(big[i])
print(total)
