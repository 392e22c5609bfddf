# heapq and bisect.
import heapq, bisect
h = []
for v in [5, 1, 8, 3, 2]:
    heapq.heappush(h, v)
print([heapq.heappop(h) for _ in range(len(h))])
data = [9, 4, 7, 1]
heapq.heapify(data)
print(data[0], heapq.nsmallest(2, [5, 2, 8]), heapq.nlargest(2, [5, 2, 8]))
tasks = []
heapq.heappush(tasks, (2, "write"))
heapq.heappush(tasks, (1, "plan"))
heapq.heappush(tasks, (3, "ship"))
print([heapq.heappop(tasks)[1] for _ in range(3)])
a = [1, 3, 3, 7]
print(bisect.bisect_left(a, 3), bisect.bisect_right(a, 3), bisect.bisect(a, 0))
bisect.insort(a, 5)
print(a)
