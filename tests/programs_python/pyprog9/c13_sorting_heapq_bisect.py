# sorted with key/reverse/stability, operator.itemgetter/attrgetter, min/max defaults, heapq, bisect.
import bisect
import heapq
from operator import itemgetter, attrgetter, methodcaller

records = [("alice", 88, "b"), ("bob", 95, "a"), ("carol", 88, "a"), ("dave", 70, "c"), ("eve", 95, "b")]
print(sorted(records, key=itemgetter(1), reverse=True))
print(sorted(records, key=itemgetter(1, 2)))
print(sorted(records, key=lambda r: (-r[1], r[0])))
print(max(records, key=itemgetter(1)), min(records, key=lambda r: r[1]))
print(min([], default="empty"), max([], default=None), max("abc", "abd", key=len), min(3, 2, key=lambda v: -v))


class Student:
    def __init__(self, name, grade):
        self.name, self.grade = name, grade

    def __repr__(self):
        return f"{self.name}:{self.grade}"

    def label(self, prefix):
        return prefix + self.name


st = [Student("x", 3), Student("y", 1), Student("z", 3)]
print(sorted(st, key=attrgetter("grade")), sorted(st, key=attrgetter("grade", "name"), reverse=True))
print(list(map(methodcaller("label", "#"), st)), attrgetter("name")(st[0]))
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=lambda w: (len(w), w)))
nums = [5, 2, 9, 1]
nums.sort(reverse=True)
print(nums, sorted("hello"), sorted({3: "a", 1: "b"}), sorted([[2, 1], [1, 5], [1, 2]]))
print(sorted([0.5, -1, 3, True]), list(reversed(sorted(range(4)))))
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError:", e)
h = [5, 1, 8, 3, 2]
heapq.heapify(h)
print(h, heapq.heappop(h), h)
heapq.heappush(h, 0)
print(heapq.nsmallest(3, [7, 1, 9, 3, 5]), heapq.nlargest(2, records, key=itemgetter(1)), h[0])
print(heapq.heappushpop(h, 4), heapq.heapreplace(h, 10), sorted(h))
tasks = []
for pri, name in [(3, "low"), (1, "urgent"), (2, "mid"), (1, "also urgent")]:
    heapq.heappush(tasks, (pri, name))
print([heapq.heappop(tasks)[1] for _ in range(len(tasks))])
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3])))
grades = [60, 70, 80, 90]
print([("FDCBA")[bisect.bisect(grades, s)] for s in [33, 70, 77, 89, 99]])
arr = [1, 2, 4, 4, 8]
print(bisect.bisect_left(arr, 4), bisect.bisect_right(arr, 4), bisect.bisect_left(arr, 5))
bisect.insort(arr, 5)
bisect.insort_left(arr, 4)
print(arr, bisect.bisect(arr, 100), bisect.bisect_left(arr, -1))
print(bisect.bisect_left(records, 90, key=itemgetter(1)) if False else sorted(records, key=itemgetter(2))[0][0])
