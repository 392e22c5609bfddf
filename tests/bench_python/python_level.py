from collections import defaultdict
N = 800000


class Counter:
    def __init__(self):
        self.counts = defaultdict(int)
        self.total = 0

    def add(self, word):
        self.counts[word] += 1
        self.total += 1


def tokenize(line):
    return [w.strip(".,").lower() for w in line.split() if w]


def run(n):
    lines = ["The quick brown fox, jumps over the lazy dog.", "A dog and a fox meet.", "Über naïve café."]
    c = Counter()
    squares = 0
    for i in range(n):
        for w in tokenize(lines[i % 3]):
            c.add(w)
        squares += (i * i) % 1000003
    top = sorted(c.counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    return top, c.total, squares, 2 ** 70 + squares


print(run(N))
