import torch
import torch.nn.functional as F

glider = torch.zeros(1, 1, 8, 8)
glider[0, 0, 1, 2] = 1
glider[0, 0, 2, 3] = 1
glider[0, 0, 3, 1:4] = 1
kernel = torch.ones(1, 1, 3, 3)
kernel[0, 0, 1, 1] = 0


def step(board):
    n = F.conv2d(F.pad(board, (1, 1, 1, 1), mode="circular"), kernel)
    return ((n == 3) | ((board == 1) & (n == 2))).float()


b = glider
for _ in range(4):
    b = step(b)
print(b[0, 0].long())
print(torch.equal(b, torch.roll(glider, shifts=(1, 1), dims=(2, 3))))


def render(board):
    return "\n".join("".join("#" if v else "." for v in row) for row in board[0, 0].bool().tolist())


print(render(step(glider)))
blinker = torch.zeros(1, 1, 5, 5)
blinker[0, 0, 2, 1:4] = 1
print(torch.equal(step(step(blinker)), blinker), step(blinker)[0, 0, :, 2].tolist())
counts = [int(b.sum())]
for _ in range(8):
    b = step(b)
    counts.append(int(b.sum()))
print(counts)
