import torch

def for_tuple_unpack(x, y):
    for i, j in [[3, 4], [5, 6], [7, 8]]:
        x += i
        y += j
    return (x, y)

def nested_tuple_unpack(x, y):

    # type: (List[int], List[int]) -> int
    sum = 0
    for i, (j, k), v in zip(x, enumerate(x), y):
        sum += i + j + k + v
    return sum
print(torch.jit.script(nested_tuple_unpack)([1, 3, 5], [2, 4, 6]))
