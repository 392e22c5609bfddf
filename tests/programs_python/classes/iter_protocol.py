# The iterator protocol on user classes; iter() over __getitem__ sequences.
class Countdown:
    def __init__(self, start):
        self.cur = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.cur <= 0:
            raise StopIteration
        self.cur -= 1
        return self.cur + 1
print(list(Countdown(3)), sum(Countdown(4)), [x * 2 for x in Countdown(2)])
class Squares:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * i
print(list(Squares()), 9 in Squares(), list(zip(Squares(), "abcd")))
it = iter([1, 2, 3])
print(next(it), list(it), list(it))
class Rev:
    def __init__(self, data):
        self.data = data
    def __reversed__(self):
        return iter(self.data[::-1])
    def __len__(self):
        return len(self.data)
print(list(reversed(Rev([1, 2, 3]))), list(reversed(range(4))), list(reversed("abc")))
e = enumerate("xy")
print(next(e), list(e))
print(list(map(str, range(3))), dict(enumerate("ab")), list(zip(*[(1, "a"), (2, "b")])))
