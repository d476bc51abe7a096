import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chess4_oracle import valid, sq, SEATS  # the independent generator beside this file
C={'red':'r','blue':'b','yellow':'y','green':'g'}
def fen4(turn, pieces, dead=(0,0,0,0), ck=(0,0,0,0), cq=(0,0,0,0), pts=(0,0,0,0), deadseats=()):
    b={}
    for s,toks in pieces.items():
        for t in toks:
            k = t[0] if t[0] in 'KQRBN' else 'P'
            n = t[1:] if k!='P' else t
            b[sq(n)] = ('d' if s in deadseats else '')+C[s]+k
    rows=[]
    for r in range(13,-1,-1):
        cells=[];run=0
        for f in range(14):
            if not valid(f,r):
                if run: cells.append(str(run)); run=0
                cells.append('x')
            elif (f,r) in b:
                if run: cells.append(str(run)); run=0
                cells.append(b[(f,r)])
            else: run+=1
        if run: cells.append(str(run))
        rows.append(','.join(cells))
    j=lambda t: ','.join(str(x) for x in t)
    return '-'.join([turn[0].upper(), j(dead), j(ck), j(cq), j(pts), '0', '/'.join(rows)])
if __name__=='__main__':
    import yaml
    d=yaml.safe_load(sys.stdin)
    print(fen4(d['turn'], d['pieces'], d.get('dead',(0,0,0,0)), d.get('ck',(0,0,0,0)), d.get('cq',(0,0,0,0)), d.get('pts',(0,0,0,0)), d.get('deadseats',())))
