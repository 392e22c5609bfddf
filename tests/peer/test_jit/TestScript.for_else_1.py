import torch

def fn():
    c = 0
    for i in range(4):
        c += 10
    else:
        print('In else block of for...else')
torch.jit.script(fn)
