# Matrices as nested lists: multiply, transpose, determinant, identity.
def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
print(matmul(a, b), list(map(list, zip(*a))), det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]))
ident = [[int(i == j) for j in range(3)] for i in range(3)]
print(ident, matmul(ident, [[1], [2], [3]]))
def mat_pow(m, n):
    result = [[int(i == j) for j in range(len(m))] for i in range(len(m))]
    while n:
        if n & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        n >>= 1
    return result
print(mat_pow([[1, 1], [1, 0]], 100)[0][1])
print([[round(v / 3, 2) for v in row] for row in b])
