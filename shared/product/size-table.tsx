import { useEffect, useState } from 'react'
import { getSizeTable, type SizeTable } from '../api/product-size-table'
import { failureText } from '../i18n/failure-text'
import { useT } from '../i18n/t'
import { Modal } from '../ui/modal'

type Load = { state: 'loading' } | { state: 'done'; table: SizeTable } | { state: 'failed'; message: string }

/** SPEC 2/7: the size table in a side panel, loaded when it is opened (GET /ajax/getSizeTable/{id}). */
export function SizeTablePanel({ productId, onClose }: { productId: number; onClose(): void }) {
  const t = useT()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  useEffect(() => {
    let live = true
    getSizeTable(productId).then(
      (table) => live && setLoad({ state: 'done', table }),
      (error: unknown) => live && setLoad({ state: 'failed', message: failureText(error) }),
    )
    return () => {
      live = false
    }
  }, [productId])
  const title = load.state === 'done' && load.table.title ? `${t('productSizeTable')}: ${load.table.title}` : t('productSizeTable')
  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('close')} className="sw-pr-panel">
      {load.state === 'loading' && <p role="status">{t('loading')}</p>}
      {load.state === 'failed' && (
        <p className="sw-pr__warning" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'done' && (
        <div className="sw-pr-panel__scroll">
          <table className="sw-pr-panel__table">
            <thead>
              <tr>
                {load.table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {load.table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have no identity but their column
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have no identity but their column
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  )
}
