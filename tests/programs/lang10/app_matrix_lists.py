import torch
from typing import List


@torch.jit.script
class Matrix:
    def __init__(self, rows: List[List[float]]):
        self.rows = rows
        self.n = len(rows)
        self.m = len(rows[0]) if len(rows) > 0 else 0

    def matmul(self, other: "Matrix") -> "Matrix":
        out: List[List[float]] = []
        for i in range(self.n):
            row: List[float] = []
            for j in range(other.m):
                acc = 0.0
                for k in range(self.m):
                    acc += self.rows[i][k] * other.rows[k][j]
                row.append(acc)
            out.append(row)
        return Matrix(out)

    def transpose(self) -> "Matrix":
        return Matrix([[self.rows[i][j] for i in range(self.n)] for j in range(self.m)])

    def trace(self) -> float:
        t = 0.0
        for i in range(min(self.n, self.m)):
            t += self.rows[i][i]
        return t

    def to_tensor(self) -> torch.Tensor:
        return torch.tensor(self.rows)


@torch.jit.script
def demo() -> List[List[float]]:
    a = Matrix([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
    b = a.transpose()
    c = b.matmul(a)
    return c.rows + [[c.trace(), float(c.n), float(b.m)]]


print(demo())
a = Matrix([[1.0, 0.5], [0.0, 2.0]])
print(a.matmul(a).to_tensor())
print(a.transpose().rows, a.trace())
